/**
 * The marketing videos in app/public/videos/ (made by scripts/videos/make-videos.sh),
 * each with what it shows, for the play/pause button's name. They carry no information
 * the text beside them does not, so the video elements themselves are decorative.
 */
export const videos = {
  hero: 'glowing voice waveforms with sparks of insight rising from them',
  interview: 'an AI interviewer and an expert taking turns to speak',
  network: 'knowledge flowing from the people interviewed into one AI',
  chat: 'a question answered by the assistant, with its sources',
  document: 'a protocol being drafted line by line',
  clusters: 'scattered results sorting themselves into clear clusters',
  triangulate: 'a paper, an expert and a data set converging on one finding',
  crowd: 'buyers taking turns to be interviewed',
  personas: 'buyers grouping into three personas',
  content: 'an ad, an e-mail and a post being composed',
  'focus-group': 'personas around a table speaking in turn',
} as const;

export type VideoName = keyof typeof videos;

export const videoSource = (name: VideoName) => `/videos/${name}.webm`;
export const posterSource = (name: VideoName) => `/videos/${name}.webp`;
