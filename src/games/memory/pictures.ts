/**
 * The pictures of the cards: PLT's ten first (its `memory/images`, drawn again in code in
 * PictureFace.tsx), then sixteen more of ours for games of up to 26 pairs.
 */
export const PICTURES = [
  { name: 'club' },
  { name: 'heart' },
  { name: 'spade' },
  { name: 'diamond' },
  { name: 'happy face' },
  { name: 'unhappy face' },
  { name: 'fish' },
  { name: 'two fish' },
  { name: 'jack-o-lantern' },
  { name: 'star' },
  { name: 'moon' },
  { name: 'sun' },
  { name: 'tree' },
  { name: 'house' },
  { name: 'flower' },
  { name: 'bell' },
  { name: 'key' },
  { name: 'crown' },
  { name: 'drop' },
  { name: 'lightning' },
  { name: 'ring' },
  { name: 'square' },
  { name: 'triangle' },
  { name: 'cross' },
  { name: 'arrow' },
  { name: 'leaf' },
] as const;
