#ifndef AUTHTUI_CQRENCODE_SHIM_H
#define AUTHTUI_CQRENCODE_SHIM_H
// libqrencode: QR codes for the second factor's enrolment (the otpauth:// key URI).
#include <qrencode.h>
#endif
