
output  "output"    {
      value=  "unit"
	}