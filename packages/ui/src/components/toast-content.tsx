/**
 * The look of one toast: a Chakra-styled card with an icon, the message and a close button, that can be
 * swiped sideways to dismiss it once dragged 80 % of its width. Errors and warnings use role="alert"
 * (assertive), success and info role="status" (polite).
 */
import { forwardRef, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { SnackbarContent, useSnackbar } from 'notistack';
import type { CustomContentProps } from 'notistack';
import { CloseButton, Flex, Icon, Text } from '@chakra-ui/react';
import { CircleCheck, CircleExclamationPoint, CircleX, Info } from 'lucide-react';

/** Fraction of the toast's width it must be dragged before it is dismissed. */
export const SWIPE_DISMISS_RATIO = 0.8;

const LOOK = {
  success: { icon: CircleCheck, palette: 'green' },
  error: { icon: CircleX, palette: 'red' },
  warning: { icon: CircleExclamationPoint, palette: 'orange' },
  info: { icon: Info, palette: 'blue' },
  default: { icon: Info, palette: 'gray' },
} as const;

export const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(
  function ToastContent(props, ref) {
    const { id, message, variant, style, className } = props;
    const { closeSnackbar } = useSnackbar();
    const look = LOOK[variant as keyof typeof LOOK] ?? LOOK.default;
    const drag = useRef<{ x: number; pointer: number; width: number } | null>(null);
    const [dx, setDx] = useState(0);
    const assertive = variant === 'error' || variant === 'warning';

    const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
      if ((e.target as HTMLElement).closest('button') || e.button !== 0) return;
      drag.current = {
        x: e.clientX,
        pointer: e.pointerId,
        width: e.currentTarget.offsetWidth || 1,
      };
      e.currentTarget.setPointerCapture?.(e.pointerId);
    };
    const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
      if (drag.current?.pointer === e.pointerId) setDx(e.clientX - drag.current.x);
    };
    const endDrag = (e: ReactPointerEvent<HTMLDivElement>) => {
      const d = drag.current;
      if (!d || d.pointer !== e.pointerId) return;
      drag.current = null;
      const moved = e.clientX - d.x;
      if (Math.abs(moved) >= d.width * SWIPE_DISMISS_RATIO) closeSnackbar(id);
      else setDx(0);
    };

    return (
      <SnackbarContent
        ref={ref}
        className={className}
        role={assertive ? 'alert' : 'status'}
        aria-live={assertive ? 'assertive' : 'polite'}
        aria-atomic="true"
        style={{
          ...style,
          transform: dx ? `translateX(${dx}px)` : undefined,
          opacity: dx ? Math.max(0.2, 1 - Math.abs(dx) / 300) : undefined,
          transition: dx ? 'none' : 'transform 150ms ease, opacity 150ms ease',
          touchAction: 'pan-y',
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <Flex
          colorPalette={look.palette}
          align="center"
          gap="3"
          w="full"
          minW={{ base: 'auto', sm: '320px' }}
          maxW="480px"
          bg="bg.panel"
          color="fg"
          borderWidth="1px"
          borderColor="border"
          borderInlineStartWidth="4px"
          borderInlineStartColor="colorPalette.solid"
          rounded="l2"
          shadow="lg"
          px="4"
          py="3"
          cursor="grab"
          userSelect="none"
        >
          <Icon
            as={look.icon}
            color="colorPalette.solid"
            boxSize="5"
            flexShrink={0}
            aria-hidden="true"
          />
          <Text flex="1" textStyle="sm" fontWeight="medium">
            {message}
          </Text>
          <CloseButton
            size="2xs"
            aria-label="Dismiss notification"
            onClick={() => closeSnackbar(id)}
          />
        </Flex>
      </SnackbarContent>
    );
  },
);
