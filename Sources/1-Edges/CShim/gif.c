// giflib, opened with dlopen when a GIF is first written or read instead of linked
// (lazy_library.h): it was loaded and relocated at every start, while only `render --gif` writes
// one and only `compare` of GIFs reads one. See CShim.h
// for `stretchy_gif_load`.
#include "CShim.h"
#include "lazy_library.h"
#include <gif_lib.h>

// Every giflib function stretchy calls.
#define STRETCHY_GIF_FUNCTIONS(RESULT, VOID) \
    RESULT(GifFileType *, EGifOpen, (void *userPtr, OutputFunc writeFunc, int *Error), (userPtr, writeFunc, Error)) \
    VOID(EGifSetGifVersion, (GifFileType *GifFile, const bool gif89), (GifFile, gif89)) \
    RESULT(int, EGifPutScreenDesc, \
           (GifFileType *GifFile, const int GifWidth, const int GifHeight, const int GifColorRes, \
            const int GifBackGround, const ColorMapObject *GifColorMap), \
           (GifFile, GifWidth, GifHeight, GifColorRes, GifBackGround, GifColorMap)) \
    RESULT(int, EGifPutExtensionLeader, (GifFileType *GifFile, const int GifExtCode), (GifFile, GifExtCode)) \
    RESULT(int, EGifPutExtensionBlock, (GifFileType *GifFile, const int GifExtLen, const void *GifExtension), \
           (GifFile, GifExtLen, GifExtension)) \
    RESULT(int, EGifPutExtensionTrailer, (GifFileType *GifFile), (GifFile)) \
    RESULT(int, EGifPutExtension, \
           (GifFileType *GifFile, const int GifExtCode, const int GifExtLen, const void *GifExtension), \
           (GifFile, GifExtCode, GifExtLen, GifExtension)) \
    RESULT(size_t, EGifGCBToExtension, (const GraphicsControlBlock *GCB, GifByteType *GifExtension), \
           (GCB, GifExtension)) \
    RESULT(int, EGifPutImageDesc, \
           (GifFileType *GifFile, const int GifLeft, const int GifTop, const int GifWidth, const int GifHeight, \
            const bool GifInterlace, const ColorMapObject *GifColorMap), \
           (GifFile, GifLeft, GifTop, GifWidth, GifHeight, GifInterlace, GifColorMap)) \
    RESULT(int, EGifPutLine, (GifFileType *GifFile, GifPixelType *GifLine, int GifLineLen), \
           (GifFile, GifLine, GifLineLen)) \
    RESULT(int, EGifCloseFile, (GifFileType *GifFile, int *ErrorCode), (GifFile, ErrorCode)) \
    RESULT(ColorMapObject *, GifMakeMapObject, (int ColorCount, const GifColorType *ColorMap), \
           (ColorCount, ColorMap)) \
    VOID(GifFreeMapObject, (ColorMapObject *Object), (Object)) \
    RESULT(const char *, GifErrorString, (int ErrorCode), (ErrorCode)) \
    RESULT(GifFileType *, DGifOpen, (void *userPtr, InputFunc readFunc, int *Error), (userPtr, readFunc, Error)) \
    RESULT(int, DGifGetRecordType, (GifFileType *GifFile, GifRecordType *GifType), (GifFile, GifType)) \
    RESULT(int, DGifGetImageDesc, (GifFileType *GifFile), (GifFile)) \
    RESULT(int, DGifGetLine, (GifFileType *GifFile, GifPixelType *GifLine, int GifLineLen), \
           (GifFile, GifLine, GifLineLen)) \
    RESULT(int, DGifGetExtension, (GifFileType *GifFile, int *GifExtCode, GifByteType **GifExtension), \
           (GifFile, GifExtCode, GifExtension)) \
    RESULT(int, DGifGetExtensionNext, (GifFileType *GifFile, GifByteType **GifExtension), (GifFile, GifExtension)) \
    RESULT(int, DGifExtensionToGCB, \
           (const size_t GifExtensionLength, const GifByteType *GifExtension, GraphicsControlBlock *GCB), \
           (GifExtensionLength, GifExtension, GCB)) \
    RESULT(int, DGifCloseFile, (GifFileType *GifFile, int *ErrorCode), (GifFile, ErrorCode))

STRETCHY_LAZY_LIBRARY(stretchy_gif_load, STRETCHY_GIF_FUNCTIONS)
