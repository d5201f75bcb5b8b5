// Words beside an ask-word that make it everyday, language by language (asks.ts reads them with the table of
// ask-words.ts): the generic words for 'number' that name any number, the words of a phone that make one a phone's,
// the words that give a number's owner or kind after it, and the words that make a number a favourite's, a page's,
// a team's or a shirt's ('tu número favorito', 'formadaki numara').
import { list } from './ask-words';

/** The words for 'number' that name any number: a detail only alone or with a phone ('tu número de teléfono'). */
export const GENERIC_NUMBERS = list([
  'numero, num, nummer, numer, nr, numara, numaran, nomor, nomer, so, number, no, cislo, номер, номерок',
  '番号, 号码, 號碼, 번호, رقم, מספר, המספר, नंबर, नम्बर',
]);
/** Words of a phone: after a generic number they make it one ('numero di cellulare', 'nomor hp'). */
export const PHONE_WORDS = list([
  'telefono, telefone, telemovel, telephone, telefon, telefonu, tel, celular, cel, cell, cellulare',
  'movil, mobile, mobil, portable, handy, whatsapp, whats, wa, zap, zalo, line, hp, telepon, dien',
  'thoai, sdt, телефона, телефон, мобильного',
]);
/** Words that give a number's owner or kind after it ('nummer im Kurs', 'número de pie', 'номер в списке'). */
export const OF_WORDS = list([
  'de, del, da, do, di, della, dello, dei, degli, des, du, d, im, in, auf, von, vom, beim, zum, of, for',
  'on, at, w, na, z, ze, в, на, из',
]);

/** A word between 'your' and the detail, or after it, that makes it an everyday number ('tu número favorito'). */
export const EVERYDAY_NEAR = list([
  // Favourite and lucky.
  'favourite, favorite, fav, lucky, favorito, favorita, preferido, preferida, preferito, preferita',
  'prefere, lieblings, ulubiony, ulubiona, ulubione, oblibene, oblibeny, favori, favorit, favoriet',
  'sevdigin, kesayangan, paborito, suerte, sorte, fortunato, gluck, szczescia, sansli, yeu thich',
  // Which one ('번호 몇 번' asks which number in a list).
  '몇',
  // Something of an app's ('can I get your snap score?').
  'score, streak, streaks, story, stories, feed, filter, filters',
  // Students' numbers: 'tu número de alumno', '학번'.
  'aluno, alumno, alumna, eleve, schuler, studente, ucznia, ogrenci, siswa, mahasiswa, student',
  'matricula, estudiante',
  // School: homework, pages, exercises, questions, the class list, the class, the school itself.
  'tarea, deberes, compito, devoir, hausaufgabe, homework, task, zadanie, pagina, page, seite, strony',
  'sayfa, halaman, trang, ejercicio, exercice, aufgabe, zadania, esercizio, exercicio, soal, pregunta',
  'question, frage, pytanie, domanda, pergunta, soru, lista, liste, dzienniku, absen, chamada, registro',
  'listesindeki, listede, clase, classe, klasse, klas, klasie, kelas, sinif, lop, leccion, lecon',
  'lektion, lezione, licao, school, ecole, escuela, escola, schule, scuola, szkoly, okul, sekolah',
  'lycee, colegio',
  // Phones as things: 'какой у тебя телефон, айфон или самсунг?'.
  'iphone, samsung, android, xiaomi, huawei, pixel, айфон, самсунг, андроид',
  // Teams, rooms, seats, shirts, shoes, orders and tickets.
  'team, mannschaft, equipo, equipe, squadra, druzynie, takim, tim, habitacion, chambre, zimmer, stanza',
  'quarto, asiento, siege, camiseta, maillot, trikot, koszulka, maglia, camisa, zapato, pedido',
  'commande, bestellung, ordine, boleto, billet, biglietto, urut, antrian, kursi',
  // Shirts and the back of one in more forms ('formadaki numara', 'dorsal', 'rugnummer', 'numer na koszulce').
  'forma, formadaki, formanin, formandaki, dorsal, rugnummer, shirtnummer, koszulce, koszulki, jersey, kit',
  'baju, kaos, punggung, maglietta, trikotnummer, maillot, sirt, sirtindaki',
  // The same in Cyrillic, Arabic, Hebrew and Devanagari.
  'любимый, любимое, задания, упражнения, страницы, урока, класса, классе, вопроса, билета, заказа',
  'места, кабинета, команде, списке, المفضل, الصفحة, التمرين, السؤال, الدرس, האהוב, पसंदीदा',
]);
