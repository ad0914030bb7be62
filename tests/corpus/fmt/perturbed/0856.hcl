output    "text" {

	value = "output"
}
