// The journeys' test environment: Node's, plus the pages' evidence (support/page-evidence.ts) added to a failed
// test's message. CI keeps only the printed output, and a journey that fails on a loaded machine once in many
// runs must say what its pages showed then.
const { TestEnvironment } = require('jest-environment-node');

class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    const evidence = this.global.__journeyEvidence;
    if (!evidence) return;
    if (event.name === 'test_start') evidence.start();
    if (event.name === 'test_done' && event.test.errors.length > 0) {
      const report = await evidence.collect(event.test.name).catch((error) => `(no evidence: ${error})`);
      if (!report) return;
      // An error is kept either alone or with the error that located its asynchronous call. It comes from the
      // test's realm, so it is no instance of this realm's Error.
      const [error] = [event.test.errors[0]].flat();
      if (!error || typeof error.message !== 'string') return;
      const addition = `\nWhat the pages went through:\n${report}`;
      error.message += addition;
      // Jest prints the stack, whose first lines were written from the message when the error was made.
      if (typeof error.stack === 'string') {
        const frames = error.stack.search(/\n\s+at /);
        error.stack =
          frames < 0 ? error.stack + addition : error.stack.slice(0, frames) + addition + error.stack.slice(frames);
      }
    }
  }
}

module.exports = JourneyEnvironment;
