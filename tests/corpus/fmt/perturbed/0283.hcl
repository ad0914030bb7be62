terraform  {
	backend"local" { }
}
