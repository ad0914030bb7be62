
inputs =    {  
	input  =  values.input
}