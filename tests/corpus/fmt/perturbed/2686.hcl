ñand  ú    {
}
blöck    "l"    {
	}
