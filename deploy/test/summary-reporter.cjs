// Prints the closing line CI reads: "N passed, N failed" (and skipped when there are any).
// Jest's own summary prints after reporters, so when MM_SUMMARY_FILE is set the line is also written
// there and `make test` repeats it as the very last line of its output.
const { writeFileSync } = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
    process.stdout.write(`\n${line}\n`);
    if (process.env.MM_SUMMARY_FILE) writeFileSync(process.env.MM_SUMMARY_FILE, `${line}\n`);
  }
}
module.exports = SummaryReporter;
