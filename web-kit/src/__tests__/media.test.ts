import { isVideo } from '../media';

describe('isVideo', () => {
  it('shows videos in a <video> and every image type, animated ones included, in an <img>', () => {
    expect(isVideo('video/mp4')).toBe(true);
    expect(isVideo('video/webm; codecs="vp9"')).toBe(true);
    expect(isVideo('Video/MP4')).toBe(true);
    for (const type of ['image/webp', 'image/gif', 'image/png', 'image/jpeg', 'application/octet-stream', ''])
      expect(isVideo(type)).toBe(false);
  });
});
