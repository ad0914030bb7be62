a {
b {
c {
