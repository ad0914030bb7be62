# Base unit has no includes - it's a standalone bootstrap unit.  
  terraform{
	source = "."
	}
