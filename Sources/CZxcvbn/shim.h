#ifndef AUTHTUI_CZXCVBN_SHIM_H
#define AUTHTUI_CZXCVBN_SHIM_H
/* zxcvbn-c (Debian libzxcvbn-dev): the dictionary is compiled into the library, so
 * ZxcvbnInit/ZxcvbnUnInit are no-op macros and ZxcvbnMatch can be called at once. */
#include <zxcvbn.h>
#endif
