a  ="x  ${~ y ~}  z"
