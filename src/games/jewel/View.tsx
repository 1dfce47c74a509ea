export function JewelView() {
  return null;
}
