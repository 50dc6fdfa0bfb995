import { useEffect, useRef, useState } from 'react';
import { IMAGE_LOAD_DELAY_MS } from '../config';
import { imageUrl, loadImage, type ImageKind, type LoadedMedia } from './imageCache';
import { AnimatedVideo } from './AnimatedVideo';

interface Props {
  id: number | null | undefined;
  /** Played while the pointer is over the image (the animated variant: an animated image or a video). */
  animatedId?: number | null | undefined;
  alt: string;
  kind?: ImageKind;
  thumb?: boolean;
  className?: string;
  title?: string;
  /** Shows a silhouette instead (grimoire enemies not hunted yet). */
  hidden?: boolean;
}

/** A lazily loaded game image: it starts loading after it has been visible for 500 ms. */
export function GameImage({ id, animatedId, alt, kind = 'image', thumb, className, title, hidden }: Props) {
  const frame = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const [source, setSource] = useState<string | null>(null);
  const [animated, setAnimated] = useState<LoadedMedia | null>(null);
  const [hovering, setHovering] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element || visible) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      clearTimeout(timer);
      if (entry?.isIntersecting) timer = setTimeout(() => setVisible(true), IMAGE_LOAD_DELAY_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [visible]);

  useEffect(() => {
    if (!visible || hidden || id == null) return;
    let current = true;
    loadImage(imageUrl(id, kind, thumb))
      .then((media) => current && setSource(media.url))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [visible, hidden, id, kind, thumb]);

  useEffect(() => {
    if (!hovering || hidden || animatedId == null || animated) return;
    loadImage(imageUrl(animatedId, kind))
      .then(setAnimated)
      .catch(() => undefined);
  }, [hovering, hidden, animatedId, kind, animated]);

  const playing = hovering && animated && !hidden ? animated : null;
  const shown = playing && !playing.video ? playing.url : source;
  return (
    <span
      ref={frame}
      className={`game-image ${hidden ? 'game-image--hidden' : ''} ${className ?? ''}`}
      title={title}
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
    >
      {playing?.video ? (
        <AnimatedVideo src={playing.url} label={alt} />
      ) : shown && !hidden ? (
        <img src={shown} alt={alt} />
      ) : (
        <span className="game-image__placeholder" role="img" aria-label={alt} />
      )}
    </span>
  );
}
