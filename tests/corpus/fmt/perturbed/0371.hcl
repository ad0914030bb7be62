terraform  {
source    =    "..//bar"
	}
