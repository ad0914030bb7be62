inputs ={
}
