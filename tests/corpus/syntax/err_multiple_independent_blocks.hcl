x {
  a = )
}
y {
  b = ]
}
z = 3
