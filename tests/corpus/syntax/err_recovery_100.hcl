x
e = t(e
a = "h"
