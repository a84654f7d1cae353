// `bashni/records`: what a record means under the rules. Variant and notation detection, replay
// with the engine, the verify verdict and its words, conversion, per-ply JSON, annotation and
// engine self-play. Uses the engine and the grammar; browser-safe (no Node imports).
export { detectStyle } from './style.ts';
export type { SquareStyle, CaptureStyle, Separator, NotationStyle } from './style.ts';
export { detectVariant, VARIANT_TAGS } from './variant.ts';
export type { VariantChoice, VariantCode } from './variant.ts';
export { replayGame, writtenResult } from './replay.ts';
export type { ReplayProblem, ReplayCode, MoveCode, InfoCode, ReplayOptions, ResolvedPly, ResolvedLine, ReplayResult } from './replay.ts';
export { gameJson } from './ply-json.ts';
export type { PlyBase, PlyJson, LineJson, GameJson } from './ply-json.ts';
export { convertGame } from './convert.ts';
export type { ConvertOptions, ConvertResult } from './convert.ts';
export { checkGame, reportJson, reportText, summaryLine } from './verify.ts';
export type { GameReport, GameReportJson, VerifyOptions, VerifySummary } from './verify.ts';
export { annotateGame, lineTexts, lineNodes, evalText } from './annotate.ts';
export type { AnnotateOptions, GameAnalysis, PlyAnalysis } from './annotate.ts';
export { playGame, enginePlayer, randomPlayer, randomOpening, selfplayPdn } from './selfplay.ts';
export { MoveTree } from './tree.ts';
export type { TreeNode } from './tree.ts';
export type { PlayedGame, Player, SelfplayInfo } from './selfplay.ts';
