inputs  ={
	data =values.data  
}