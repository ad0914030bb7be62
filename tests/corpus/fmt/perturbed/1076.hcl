
inputs =    {
	team_name=    "Test Team"
}
