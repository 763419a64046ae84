/**
 * Links are absolute (the shell's router basename keeps the unit): a relative link inside the shell's
 * /operator/* splat route would resolve against the whole current path.
 */
export const OPERATOR_PATH = '/operator';
export const OPERATOR_SIGN_IN_PATH = `${OPERATOR_PATH}/sign-in`;

export function operatorPath(section: string): string {
  return `${OPERATOR_PATH}/${section}`;
}
