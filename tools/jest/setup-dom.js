// jsdom lacks these; react-router 7 needs TextEncoder/TextDecoder (TOOLCHAIN.md).
const { TextEncoder, TextDecoder } = require('node:util');
if (!global.TextEncoder) global.TextEncoder = TextEncoder;
if (!global.TextDecoder) global.TextDecoder = TextDecoder;
require('@testing-library/jest-dom');
