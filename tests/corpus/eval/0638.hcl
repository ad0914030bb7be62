r = "${obj.enabled}${max(deep.a.b.c.d[0]) / 0.5}"
