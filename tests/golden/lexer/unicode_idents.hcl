aé = 1
é1 = 2
a日本b = 3
x = a“b
ab-é-c = _é
y = [for é in ab·c : é̀]
z = "${aé}%{ if ü }x%{ endif }"
w = à
v = ̀a
u = <<Éx
  ${bé}
  Éx
t = { éa = 1, for = 2 }
s = {
for é, ü in x : é => ü }
r = Ωmega.ΩΩ[0].ab
