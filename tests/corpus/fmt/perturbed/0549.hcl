
module"sub" {
	source    =    "./submod"
}


