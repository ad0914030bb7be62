r  =3.25    >=  7    ? {
    null: null
	b:deep.a.b.c.d[0]
}:obj.enabled?{}  :  deep.a
