import { Box, Button, Group, Text } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';

/**
 * A box to draw a signature in with a mouse, a finger or a pen (signature_pad). `onChange` receives the drawing
 * as a PNG data URL after each stroke, or null once cleared. The canvas is sized to its box at the screen's
 * pixel ratio, so strokes stay sharp on phones.
 */
export function SignatureCanvas({
  onChange,
  label = 'Signature',
}: {
  onChange: (dataUrl: string | null) => void;
  label?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // A browser that cannot draw on a canvas (or blocks it) still lets the client type a signature.
  const [unsupported, setUnsupported] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    if (!canvas.getContext('2d')) {
      setUnsupported(true);
      return;
    }
    const pad = new SignaturePad(canvas, { penColor: '#1b2a4a', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const report = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    // The bitmap follows the box's layout size (offsetWidth ignores the modal's opening transform) at the
    // screen's pixel ratio; when the box changes size (a rotated phone) the strokes are redrawn, not lost.
    const fit = () => {
      const width = canvas.offsetWidth;
      const height = canvas.offsetHeight;
      if (!width || !height) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const w = Math.round(width * ratio);
      const h = Math.round(height * ratio);
      if (canvas.width === w && canvas.height === h) return;
      const strokes = pad.toData();
      canvas.width = w;
      canvas.height = h;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length) pad.fromData(strokes);
      report();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    pad.addEventListener('endStroke', report);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  if (unsupported) {
    return (
      <Text size="sm" c="dimmed" role="note">
        This browser cannot draw a signature here. Choose Type to sign with your typed name.
      </Text>
    );
  }
  return (
    <Box>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          color="gray"
          leftSection={<IconEraser size={14} />}
          onClick={() => {
            padRef.current?.clear();
            onChange(null);
          }}
        >
          Clear
        </Button>
      </Group>
      <Box
        style={{
          border: '1px dashed var(--mantine-color-gray-5)',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--mantine-color-gray-0)',
          position: 'relative',
        }}
      >
        <canvas
          ref={canvasRef}
          aria-label="Signature pad"
          role="img"
          style={{ width: '100%', height: 160, display: 'block', touchAction: 'none', cursor: 'crosshair' }}
        />
        <Text
          size="xs"
          c="dimmed"
          style={{ position: 'absolute', left: 12, bottom: 8, pointerEvents: 'none' }}
          aria-hidden
        >
          Sign above this line
        </Text>
        <Box
          aria-hidden
          style={{
            position: 'absolute',
            left: 12,
            right: 12,
            bottom: 28,
            borderBottom: '1px solid var(--mantine-color-gray-4)',
            pointerEvents: 'none',
          }}
        />
      </Box>
    </Box>
  );
}
