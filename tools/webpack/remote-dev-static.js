const path = require('node:path');
const { workspaceRoot } = require('./workspace-aliases');

/** A remote served alone still needs the units' configuration, as the shell would publish it. */
function remoteDevStatic() {
  return [{ directory: path.join(workspaceRoot, 'tools/seed/business-units'), publicPath: '/config/business-units' }];
}

module.exports = { remoteDevStatic };
