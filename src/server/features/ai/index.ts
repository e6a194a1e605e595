// What other features use of the AI feature: the weekly allowance every AI tool draws on, and the kept
// generations a data export includes. The generators themselves are reached over HTTP only.

export { exportGenerations } from './generations';
export { usage, type Who, withUse } from './usage';
