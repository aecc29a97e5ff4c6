// Copies a libpng message into a caller's buffer of OFFSCREEN_PNG_MESSAGE_CAPACITY bytes.
#ifndef OFFSCREEN_PNG_MESSAGE_H
#define OFFSCREEN_PNG_MESSAGE_H

#include <string.h>

#include "png_shim.h"

static inline void offscreen_png_copy_message(char *message, const char *text) {
  if (message == NULL) return;
  strncpy(message, text != NULL ? text : "unknown libpng error", OFFSCREEN_PNG_MESSAGE_CAPACITY - 1);
  message[OFFSCREEN_PNG_MESSAGE_CAPACITY - 1] = '\0';
}

#endif
