// jsdom lacks these; react-router 7 needs TextEncoder/TextDecoder (TOOLCHAIN.md).
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
require('@testing-library/jest-dom');
// findBy/waitFor wait for what the user waits for; on a loaded 2-core CI machine a lazy chunk and its
// retries can take longer than testing-library's 1 s default, so give them room (tests time out at 60 s).
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
