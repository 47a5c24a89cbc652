import { chat } from './chat';
import { clusters } from './clusters';
import { content } from './content';
import { crowd } from './crowd';
import { document } from './document';
import { focusGroup } from './focusGroup';
import { hero } from './hero';
import { interview } from './interview';
import { network } from './network';
import { personas } from './personas';
import type { Scene } from './scene';
import { triangulate } from './triangulate';

export const scenes: readonly Scene[] = [
  hero,
  interview,
  network,
  chat,
  document,
  clusters,
  triangulate,
  crowd,
  personas,
  content,
  focusGroup,
];
