a  =[x,y.z,    w[0]]
