/*
 multi
 line
*/
a  = 1
