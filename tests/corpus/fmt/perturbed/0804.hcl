locals  {
	environment=    "test"
}
