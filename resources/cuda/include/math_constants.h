/*
 * math_constants.h -- CUDART_* floating-point constants.
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.  Values are the
 * mathematical constants (computed independently); INF/NAN use compiler
 * builtins so the macros work on both host and device.
 */
#ifndef KX_MATH_CONSTANTS_H
#define KX_MATH_CONSTANTS_H

/* single precision */
#define CUDART_ZERO_F              0.0f
#define CUDART_ONE_F               1.0f
#define CUDART_NEG_ZERO_F          (-0.0f)
#define CUDART_INF_F               __builtin_huge_valf()
#define CUDART_NAN_F               __builtin_nanf("")
#define CUDART_MIN_DENORM_F        1.40129846e-45f
#define CUDART_MAX_NORMAL_F        3.40282347e+38f
#define CUDART_SQRT_HALF_F         7.071067812e-01f
#define CUDART_SQRT_TWO_F          1.414213562e+00f
#define CUDART_THIRD_F             3.333333333e-01f
#define CUDART_PIO4_F              7.853981634e-01f
#define CUDART_PIO2_F              1.570796327e+00f
#define CUDART_3PIO4_F             2.356194490e+00f
#define CUDART_2_OVER_PI_F         6.366197724e-01f
#define CUDART_PI_F                3.141592654e+00f
#define CUDART_2PI_F               6.283185307e+00f
#define CUDART_SQRT_2PI_F          2.506628275e+00f
#define CUDART_SQRT_2_OVER_PI_F    7.978845608e-01f
#define CUDART_L2E_F               1.442695041e+00f
#define CUDART_L2T_F               3.321928095e+00f
#define CUDART_LG2_F               3.010299957e-01f
#define CUDART_LGE_F               4.342944819e-01f
#define CUDART_LN2_F               6.931471806e-01f
#define CUDART_LNT_F               2.302585093e+00f
#define CUDART_LNPI_F              1.144729886e+00f
#define CUDART_TWO_TO_M126_F       1.17549435e-38f
#define CUDART_TWO_TO_126_F        8.50705917e+37f
#define CUDART_TWO_TO_23_F         8388608.0f
#define CUDART_TWO_TO_24_F         16777216.0f
#define CUDART_TWO_TO_31_F         2147483648.0f
#define CUDART_TWO_TO_32_F         4294967296.0f

/* double precision */
#define CUDART_ZERO                0.0
#define CUDART_ONE                 1.0
#define CUDART_NEG_ZERO            (-0.0)
#define CUDART_INF                 __builtin_huge_val()
#define CUDART_NAN                 __builtin_nan("")
#define CUDART_MIN_DENORM          4.9406564584124654e-324
#define CUDART_SQRT_HALF           7.07106781186547573e-01
#define CUDART_SQRT_TWO            1.41421356237309515e+00
#define CUDART_THIRD               3.33333333333333315e-01
#define CUDART_TWOTHIRD            6.66666666666666630e-01
#define CUDART_PIO4                7.85398163397448279e-01
#define CUDART_PIO2                1.57079632679489656e+00
#define CUDART_3PIO4               2.35619449019234484e+00
#define CUDART_2_OVER_PI           6.36619772367581382e-01
#define CUDART_PI                  3.14159265358979312e+00
#define CUDART_2PI                 6.28318530717958623e+00
#define CUDART_SQRT_PI             1.77245385090551588e+00
#define CUDART_SQRT_2_OVER_PI      7.97884560802865406e-01
#define CUDART_SQRT_2PI            2.50662827463100024e+00
#define CUDART_L2E                 1.44269504088896339e+00
#define CUDART_L2T                 3.32192809488736218e+00
#define CUDART_LG2                 3.01029995663981198e-01
#define CUDART_LGE                 4.34294481903251817e-01
#define CUDART_LN2                 6.93147180559945286e-01
#define CUDART_LNT                 2.30258509299404590e+00
#define CUDART_LNPI                1.14472988584940016e+00
#define CUDART_TWO_TO_M1022        2.2250738585072014e-308
#define CUDART_TWO_TO_52           4503599627370496.0
#define CUDART_TWO_TO_53           9007199254740992.0
#define CUDART_TWO_TO_54           18014398509481984.0
#define CUDART_TWO_TO_63           9223372036854775808.0
#define CUDART_TWO_TO_64           18446744073709551616.0

#endif /* KX_MATH_CONSTANTS_H */
