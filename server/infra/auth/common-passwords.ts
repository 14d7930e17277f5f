/**
 * Passwords that appear at the top of every leaked-password list, French favourites included. Sign-up and reset
 * refuse them (compared lower-cased); those under 6 characters are already refused by the minimum length.
 */
const LIST = `
123456 1234567 12345678 123456789 1234567890 0123456789 987654321 9876543210 111111 000000 123123 654321 666666 121212
112233 123321 159753 147258 147258369 123654 11111111 00000000 12341234 696969 777777 888888 999999 555555 222222 333333
444444 101010 131313 142536 123abc abc123 abcdef abcd1234 a12345 a123456 123456a abcabc aaaaaa azerty azerty1 azerty12
azerty123 azerty1234 azertyuiop azertyui azertyazerty azerty123456 qwerty qwerty1 qwerty12 qwerty123 qwertyuiop qwertz
asdfgh asdfghjkl zxcvbn zxcvbnm 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx qazwsx password password1 password12 password123
passw0rd p@ssw0rd p@ssword motdepasse motdepasse1 motdepasse123 mot2passe motdepass mdp123 mdp1234 bonjour bonjour1
bonjour123 salut123 soleil soleil1 soleil123 doudou doudou123 loulou chouchou nicolas camille thomas julien marseille
olympiquedemarseille paris75 parisien france france1 france123 liberte coucou coucou123 jetaime jetaime1 tresor chocolat
princesse titou toto123 tototo toutou pokemon pikachu naruto football foot123 iloveyou loveyou sunshine princess dragon
monkey letmein master welcome welcome1 trustno1 superman batman starwars shadow michael jessica charlie freedom whatever
computer internet admin123 administrateur root123 changeme secret secret123 test123 test1234 testtest baseball hello123
hello1 lacademie academie
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.trim().toLowerCase());

export const COMMON_PASSWORD_MESSAGE =
  "Ce mot de passe fait partie des plus utilisés : choisissez-en un autre, plus difficile à deviner.";
