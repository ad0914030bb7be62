r = [deep.a.b.c.d[1].e, tostring(join("", [])), timeadd("2024-01-31T00:00:00Z", "1h")]
