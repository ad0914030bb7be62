r = 12345678901234567890 == deep.a.b.c.d[0] || t || contains(n, 1) ? t && tobool("false") : obj.enabled && !t
