must    {}
	other {}
