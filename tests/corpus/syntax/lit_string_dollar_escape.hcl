a = "$${not_interp}"
