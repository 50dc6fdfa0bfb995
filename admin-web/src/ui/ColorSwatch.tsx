import Box from '@mui/material/Box';

/** A small square of the colour a colorHex field holds (nothing for an empty value). */
export function ColorSwatch({ color }: { color: unknown }) {
  const value = typeof color === 'string' ? color.trim() : '';
  if (!value) return null;
  const css = value.startsWith('#') ? value : `#${value}`;
  return (
    <Box
      component="span"
      data-testid="color-swatch"
      title={css}
      sx={{
        display: 'inline-block',
        width: 24,
        height: 24,
        border: 1,
        borderColor: 'divider',
        borderRadius: 0.5,
        verticalAlign: 'middle',
        backgroundColor: css,
      }}
    />
  );
}
