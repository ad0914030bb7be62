output"ok" {
	value  ="y"
}
