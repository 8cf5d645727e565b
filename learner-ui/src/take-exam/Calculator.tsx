import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import {
  INITIAL_CALCULATOR,
  displayText,
  keyboardKey,
  press,
  sumText,
  type CalculatorKey,
  type Operator,
} from './calculator';
import { ToolPanelHeading } from './ToolPanelHeading';

export interface CalculatorProps {
  id: string;
  onClose: () => void;
}

interface Pad {
  label: string;
  /** what a screen reader says */
  name: string;
  key: CalculatorKey;
  tone?: 'operator' | 'equals' | 'clear';
  area: string;
}

const op = (operator: Operator, name: string, area: string): Pad => ({
  label: operator,
  name,
  key: { kind: 'operator', operator },
  tone: 'operator',
  area,
});
const digit = (value: string): Pad => ({
  label: value,
  name: value,
  key: { kind: 'digit', digit: value },
  area: `d${value}`,
});

const PADS: Pad[] = [
  { label: 'C', name: 'Clear', key: { kind: 'clear' }, tone: 'clear', area: 'clear' },
  { label: '⌫', name: 'Delete last digit', key: { kind: 'backspace' }, tone: 'clear', area: 'back' },
  op('÷', 'Divide', 'div'),
  op('×', 'Times', 'mul'),
  digit('7'),
  digit('8'),
  digit('9'),
  op('−', 'Minus', 'sub'),
  digit('4'),
  digit('5'),
  digit('6'),
  op('+', 'Plus', 'add'),
  digit('1'),
  digit('2'),
  digit('3'),
  { label: '=', name: 'Equals', key: { kind: 'equals' }, tone: 'equals', area: 'eq' },
  digit('0'),
  { label: '.', name: 'Point', key: { kind: 'point' }, area: 'point' },
];

const AREAS = `
  "clear back div mul"
  "d7 d8 d9 sub"
  "d4 d5 d6 add"
  "d1 d2 d3 eq"
  "d0 d0 point eq"
`;

/**
 * allowCalculator (issue 16 item 3): a four-operation calculator, by touch or keyboard (digits,
 * + − * /, Enter or =, Backspace, C or Delete; Esc closes). It evaluates no typed text
 * (calculator.ts), keeps nothing after the exam and sends nothing.
 */
export const Calculator = ({ id, onClose }: CalculatorProps) => {
  const [state, setState] = useState(INITIAL_CALCULATOR);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    // Enter or Space on a focused button presses that button, not =
    const onButton = event.target instanceof HTMLButtonElement;
    if (onButton && (event.key === 'Enter' || event.key === ' ')) {
      return;
    }
    const key = keyboardKey(event.key);
    if (key) {
      // the exam's own shortcuts (A–D, number keys) must not act on keys meant for the calculator
      event.preventDefault();
      event.stopPropagation();
      setState((current) => press(current, key));
    }
  };

  const sum = sumText(state);
  return (
    <Card
      id={id}
      ref={panelRef}
      tabIndex={-1}
      role="region"
      aria-label="Calculator"
      onKeyDown={onKeyDown}
      sx={{
        p: 2,
        display: 'grid',
        gap: 1.5,
        width: '100%',
        maxWidth: 340,
        justifySelf: 'start',
        outline: 'none',
      }}
    >
      <ToolPanelHeading title="Calculator" closeLabel="Close the calculator" onClose={onClose} />
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'divider',
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
          minWidth: 0,
        }}
      >
        <Typography
          variant="body2"
          color="text.secondary"
          aria-hidden
          sx={{ minHeight: '1.4em', overflowWrap: 'anywhere' }}
        >
          {sum || '\u00a0'}
        </Typography>
        <Box
          component="output"
          aria-live="polite"
          aria-label="Calculator display"
          data-testid="calculator-display"
          sx={{
            display: 'block',
            fontSize: state.error ? '1.1rem' : '1.9rem',
            fontWeight: 800,
            lineHeight: 1.3,
            overflowWrap: 'anywhere',
          }}
        >
          {displayText(state)}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateAreas: AREAS, gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>
        {PADS.map((pad) => (
          <Button
            key={pad.area}
            aria-label={pad.name}
            onClick={() => setState((current) => press(current, pad.key))}
            variant={pad.tone === 'equals' ? 'contained' : pad.tone === 'operator' ? 'outlined' : 'text'}
            color={pad.tone === 'clear' ? 'secondary' : 'primary'}
            sx={{
              gridArea: pad.area,
              minWidth: 0,
              minHeight: 48,
              fontSize: '1.25rem',
              fontWeight: 800,
              bgcolor: pad.tone ? undefined : 'grey.100',
              color: pad.tone === 'clear' ? 'secondary.dark' : undefined,
            }}
          >
            {pad.area === 'back' ? <BackspaceOutlinedIcon aria-hidden /> : pad.label}
          </Button>
        ))}
      </Box>
    </Card>
  );
};
