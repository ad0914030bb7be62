terraform    {
 source    =".//"  
}
