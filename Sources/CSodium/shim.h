#ifndef AUTHTUI_CSODIUM_SHIM_H
#define AUTHTUI_CSODIUM_SHIM_H
#include <sodium.h>
#endif
